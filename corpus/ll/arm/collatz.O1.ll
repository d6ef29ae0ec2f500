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

4:                                                ; preds = %39
  %5 = icmp ne i32 %47, 327
  %6 = icmp ne i32 %46, 143
  %7 = select i1 %5, i1 true, i1 %6
  br i1 %7, label %54, label %55

8:                                                ; preds = %0, %39
  %9 = phi i32 [ -2128831035, %0 ], [ %51, %39 ]
  %10 = phi i32 [ 1, %0 ], [ %52, %39 ]
  %11 = phi i32 [ 0, %0 ], [ %44, %39 ]
  %12 = phi i32 [ 0, %0 ], [ %49, %39 ]
  %13 = phi i32 [ 0, %0 ], [ %47, %39 ]
  %14 = phi i32 [ 0, %0 ], [ %46, %39 ]
  %15 = icmp eq i32 %10, 1
  br i1 %15, label %39, label %16

16:                                               ; preds = %8, %28
  %17 = phi i32 [ %36, %28 ], [ %10, %8 ]
  %18 = phi i32 [ %34, %28 ], [ %10, %8 ]
  %19 = phi i32 [ %37, %28 ], [ 0, %8 ]
  %20 = icmp ult i32 %18, 1024
  br i1 %20, label %21, label %28

21:                                               ; preds = %16
  %22 = getelementptr inbounds [1024 x i16], [1024 x i16]* @memo, i32 0, i32 %18
  %23 = load i16, i16* %22, align 2, !tbaa !7
  %24 = icmp eq i16 %23, 0
  br i1 %24, label %28, label %25

25:                                               ; preds = %21
  %26 = zext i16 %23 to i32
  %27 = add i32 %19, %26
  br label %39

28:                                               ; preds = %21, %16
  %29 = and i32 %18, 1
  %30 = icmp eq i32 %29, 0
  %31 = mul i32 %18, 3
  %32 = add i32 %31, 1
  %33 = lshr i32 %18, 1
  %34 = select i1 %30, i32 %33, i32 %32
  %35 = icmp ugt i32 %34, %17
  %36 = select i1 %35, i32 %34, i32 %17
  %37 = add i32 %19, 1
  %38 = icmp eq i32 %34, 1
  br i1 %38, label %39, label %16, !llvm.loop !11

39:                                               ; preds = %28, %8, %25
  %40 = phi i32 [ %10, %8 ], [ %17, %25 ], [ %36, %28 ]
  %41 = phi i32 [ 0, %8 ], [ %27, %25 ], [ %37, %28 ]
  %42 = trunc i32 %41 to i16
  %43 = getelementptr inbounds [1024 x i16], [1024 x i16]* @memo, i32 0, i32 %10
  store i16 %42, i16* %43, align 2, !tbaa !7
  %44 = add i32 %41, %11
  %45 = icmp ugt i32 %41, %14
  %46 = select i1 %45, i32 %41, i32 %14
  %47 = select i1 %45, i32 %10, i32 %13
  %48 = icmp ugt i32 %40, %12
  %49 = select i1 %48, i32 %40, i32 %12
  %50 = xor i32 %41, %9
  %51 = mul i32 %50, 16777619
  %52 = add nuw nsw i32 %10, 1
  %53 = icmp eq i32 %52, 400
  br i1 %53, label %4, label %8, !llvm.loop !14

54:                                               ; preds = %4
  call void @abort() #3
  br label %55

55:                                               ; preds = %4, %54
  %56 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %56) #4
  br label %57

57:                                               ; preds = %57, %55
  %58 = phi i32 [ %47, %55 ], [ %61, %57 ]
  %59 = phi i32 [ 0, %55 ], [ %66, %57 ]
  %60 = freeze i32 %58
  %61 = udiv i32 %60, 10
  %62 = mul i32 %61, 10
  %63 = sub i32 %60, %62
  %64 = trunc i32 %63 to i8
  %65 = or i8 %64, 48
  %66 = add nuw nsw i32 %59, 1
  %67 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %59
  store i8 %65, i8* %67, align 1, !tbaa !15
  %68 = icmp ult i32 %58, 10
  br i1 %68, label %69, label %57, !llvm.loop !16

69:                                               ; preds = %57, %69
  %70 = phi i32 [ %71, %69 ], [ %66, %57 ]
  %71 = add nsw i32 %70, -1
  %72 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %71
  %73 = load i8, i8* %72, align 1, !tbaa !15
  %74 = zext i8 %73 to i32
  %75 = call i32 @putchar(i32 noundef %74) #3
  %76 = icmp eq i32 %71, 0
  br i1 %76, label %77, label %69, !llvm.loop !17

77:                                               ; preds = %69
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %56) #4
  %78 = call i32 @putchar(i32 noundef 58) #3
  %79 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %79) #4
  br label %80

80:                                               ; preds = %80, %77
  %81 = phi i32 [ %46, %77 ], [ %84, %80 ]
  %82 = phi i32 [ 0, %77 ], [ %89, %80 ]
  %83 = freeze i32 %81
  %84 = udiv i32 %83, 10
  %85 = mul i32 %84, 10
  %86 = sub i32 %83, %85
  %87 = trunc i32 %86 to i8
  %88 = or i8 %87, 48
  %89 = add nuw nsw i32 %82, 1
  %90 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %82
  store i8 %88, i8* %90, align 1, !tbaa !15
  %91 = icmp ult i32 %81, 10
  br i1 %91, label %92, label %80, !llvm.loop !16

92:                                               ; preds = %80, %92
  %93 = phi i32 [ %94, %92 ], [ %89, %80 ]
  %94 = add nsw i32 %93, -1
  %95 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %94
  %96 = load i8, i8* %95, align 1, !tbaa !15
  %97 = zext i8 %96 to i32
  %98 = call i32 @putchar(i32 noundef %97) #3
  %99 = icmp eq i32 %94, 0
  br i1 %99, label %100, label %92, !llvm.loop !17

100:                                              ; preds = %92
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %79) #4
  %101 = call i32 @putchar(i32 noundef 32) #3
  %102 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %102) #4
  br label %103

103:                                              ; preds = %103, %100
  %104 = phi i32 [ %44, %100 ], [ %107, %103 ]
  %105 = phi i32 [ 0, %100 ], [ %112, %103 ]
  %106 = freeze i32 %104
  %107 = udiv i32 %106, 10
  %108 = mul i32 %107, 10
  %109 = sub i32 %106, %108
  %110 = trunc i32 %109 to i8
  %111 = or i8 %110, 48
  %112 = add nuw nsw i32 %105, 1
  %113 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %105
  store i8 %111, i8* %113, align 1, !tbaa !15
  %114 = icmp ult i32 %104, 10
  br i1 %114, label %115, label %103, !llvm.loop !16

115:                                              ; preds = %103, %115
  %116 = phi i32 [ %117, %115 ], [ %112, %103 ]
  %117 = add nsw i32 %116, -1
  %118 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %117
  %119 = load i8, i8* %118, align 1, !tbaa !15
  %120 = zext i8 %119 to i32
  %121 = call i32 @putchar(i32 noundef %120) #3
  %122 = icmp eq i32 %117, 0
  br i1 %122, label %123, label %115, !llvm.loop !17

123:                                              ; preds = %115
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %102) #4
  %124 = call i32 @putchar(i32 noundef 10) #3
  %125 = xor i32 %51, %49
  %126 = mul i32 %125, 16777619
  %127 = and i32 %126, 2147483647
  call void @exit(i32 noundef %127) #3
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
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !12, !13}
!15 = !{!9, !9, i64 0}
!16 = distinct !{!16, !12, !13}
!17 = distinct !{!17, !12, !13}
