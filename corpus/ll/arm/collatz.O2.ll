; ModuleID = 'collatz.c'
source_filename = "collatz.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-none-unknown-eabi"

@memo = internal unnamed_addr global [1024 x i16] zeroinitializer, align 2

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x i8], align 1
  %2 = alloca [10 x i8], align 1
  %3 = alloca [10 x i8], align 1
  br label %8

4:                                                ; preds = %41
  %5 = icmp ne i32 %49, 327
  %6 = icmp ne i32 %48, 143
  %7 = select i1 %5, i1 true, i1 %6
  br i1 %7, label %56, label %57

8:                                                ; preds = %0, %41
  %9 = phi i32 [ -2128831035, %0 ], [ %53, %41 ]
  %10 = phi i32 [ 1, %0 ], [ %54, %41 ]
  %11 = phi i32 [ 0, %0 ], [ %46, %41 ]
  %12 = phi i32 [ 0, %0 ], [ %51, %41 ]
  %13 = phi i32 [ 0, %0 ], [ %49, %41 ]
  %14 = phi i32 [ 0, %0 ], [ %48, %41 ]
  %15 = icmp eq i32 %10, 1
  br i1 %15, label %41, label %16

16:                                               ; preds = %8, %29
  %17 = phi i32 [ %37, %29 ], [ %10, %8 ]
  %18 = phi i32 [ %38, %29 ], [ %10, %8 ]
  %19 = phi i32 [ %35, %29 ], [ %10, %8 ]
  %20 = phi i32 [ %39, %29 ], [ 0, %8 ]
  %21 = icmp ult i32 %19, 1024
  br i1 %21, label %22, label %29

22:                                               ; preds = %16
  %23 = getelementptr inbounds [1024 x i16], [1024 x i16]* @memo, i32 0, i32 %19
  %24 = load i16, i16* %23, align 2, !tbaa !7
  %25 = icmp eq i16 %24, 0
  br i1 %25, label %29, label %26

26:                                               ; preds = %22
  %27 = zext i16 %24 to i32
  %28 = add i32 %20, %27
  br label %41

29:                                               ; preds = %22, %16
  %30 = and i32 %19, 1
  %31 = icmp eq i32 %30, 0
  %32 = mul i32 %19, 3
  %33 = add i32 %32, 1
  %34 = lshr i32 %19, 1
  %35 = select i1 %31, i32 %34, i32 %33
  %36 = icmp ugt i32 %35, %18
  %37 = select i1 %36, i32 %35, i32 %17
  %38 = select i1 %36, i32 %35, i32 %18
  %39 = add i32 %20, 1
  %40 = icmp eq i32 %35, 1
  br i1 %40, label %41, label %16, !llvm.loop !11

41:                                               ; preds = %29, %8, %26
  %42 = phi i32 [ 1, %8 ], [ %17, %26 ], [ %37, %29 ]
  %43 = phi i32 [ 0, %8 ], [ %28, %26 ], [ %39, %29 ]
  %44 = trunc i32 %43 to i16
  %45 = getelementptr inbounds [1024 x i16], [1024 x i16]* @memo, i32 0, i32 %10
  store i16 %44, i16* %45, align 2, !tbaa !7
  %46 = add i32 %43, %11
  %47 = icmp ugt i32 %43, %14
  %48 = select i1 %47, i32 %43, i32 %14
  %49 = select i1 %47, i32 %10, i32 %13
  %50 = icmp ugt i32 %42, %12
  %51 = select i1 %50, i32 %42, i32 %12
  %52 = xor i32 %43, %9
  %53 = mul i32 %52, 16777619
  %54 = add nuw nsw i32 %10, 1
  %55 = icmp eq i32 %54, 400
  br i1 %55, label %4, label %8, !llvm.loop !13

56:                                               ; preds = %4
  tail call void @abort() #3
  br label %57

57:                                               ; preds = %4, %56
  %58 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %58) #4
  br label %59

59:                                               ; preds = %59, %57
  %60 = phi i32 [ %49, %57 ], [ %63, %59 ]
  %61 = phi i32 [ 0, %57 ], [ %68, %59 ]
  %62 = freeze i32 %60
  %63 = udiv i32 %62, 10
  %64 = mul i32 %63, 10
  %65 = sub i32 %62, %64
  %66 = trunc i32 %65 to i8
  %67 = or i8 %66, 48
  %68 = add nuw nsw i32 %61, 1
  %69 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %61
  store i8 %67, i8* %69, align 1, !tbaa !14
  %70 = icmp ult i32 %60, 10
  br i1 %70, label %71, label %59, !llvm.loop !15

71:                                               ; preds = %59, %71
  %72 = phi i32 [ %73, %71 ], [ %68, %59 ]
  %73 = add nsw i32 %72, -1
  %74 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %73
  %75 = load i8, i8* %74, align 1, !tbaa !14
  %76 = zext i8 %75 to i32
  %77 = tail call i32 @putchar(i32 noundef %76) #3
  %78 = icmp eq i32 %73, 0
  br i1 %78, label %79, label %71, !llvm.loop !16

79:                                               ; preds = %71
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %58) #4
  %80 = tail call i32 @putchar(i32 noundef 58) #3
  %81 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %81) #4
  br label %82

82:                                               ; preds = %82, %79
  %83 = phi i32 [ %48, %79 ], [ %86, %82 ]
  %84 = phi i32 [ 0, %79 ], [ %91, %82 ]
  %85 = freeze i32 %83
  %86 = udiv i32 %85, 10
  %87 = mul i32 %86, 10
  %88 = sub i32 %85, %87
  %89 = trunc i32 %88 to i8
  %90 = or i8 %89, 48
  %91 = add nuw nsw i32 %84, 1
  %92 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %84
  store i8 %90, i8* %92, align 1, !tbaa !14
  %93 = icmp ult i32 %83, 10
  br i1 %93, label %94, label %82, !llvm.loop !15

94:                                               ; preds = %82, %94
  %95 = phi i32 [ %96, %94 ], [ %91, %82 ]
  %96 = add nsw i32 %95, -1
  %97 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %96
  %98 = load i8, i8* %97, align 1, !tbaa !14
  %99 = zext i8 %98 to i32
  %100 = tail call i32 @putchar(i32 noundef %99) #3
  %101 = icmp eq i32 %96, 0
  br i1 %101, label %102, label %94, !llvm.loop !16

102:                                              ; preds = %94
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %81) #4
  %103 = tail call i32 @putchar(i32 noundef 32) #3
  %104 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %104) #4
  br label %105

105:                                              ; preds = %105, %102
  %106 = phi i32 [ %46, %102 ], [ %109, %105 ]
  %107 = phi i32 [ 0, %102 ], [ %114, %105 ]
  %108 = freeze i32 %106
  %109 = udiv i32 %108, 10
  %110 = mul i32 %109, 10
  %111 = sub i32 %108, %110
  %112 = trunc i32 %111 to i8
  %113 = or i8 %112, 48
  %114 = add nuw nsw i32 %107, 1
  %115 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %107
  store i8 %113, i8* %115, align 1, !tbaa !14
  %116 = icmp ult i32 %106, 10
  br i1 %116, label %117, label %105, !llvm.loop !15

117:                                              ; preds = %105, %117
  %118 = phi i32 [ %119, %117 ], [ %114, %105 ]
  %119 = add nsw i32 %118, -1
  %120 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %119
  %121 = load i8, i8* %120, align 1, !tbaa !14
  %122 = zext i8 %121 to i32
  %123 = tail call i32 @putchar(i32 noundef %122) #3
  %124 = icmp eq i32 %119, 0
  br i1 %124, label %125, label %117, !llvm.loop !16

125:                                              ; preds = %117
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %104) #4
  %126 = tail call i32 @putchar(i32 noundef 10) #3
  %127 = xor i32 %53, %51
  %128 = mul i32 %127, 16777619
  %129 = and i32 %128, 2147483647
  tail call void @exit(i32 noundef %129) #3
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare dso_local void @abort() local_unnamed_addr #2

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #2

declare dso_local void @exit(i32 noundef) local_unnamed_addr #2

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #3 = { nobuiltin nounwind "no-builtins" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"short", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = !{!9, !9, i64 0}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
