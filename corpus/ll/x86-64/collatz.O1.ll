; ModuleID = 'collatz.c'
source_filename = "collatz.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@memo = internal unnamed_addr global [1024 x i16] zeroinitializer, align 16

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x i8], align 1
  %2 = alloca [10 x i8], align 1
  %3 = alloca [10 x i8], align 1
  br label %8

4:                                                ; preds = %44
  %5 = icmp ne i32 %53, 327
  %6 = icmp ne i32 %51, 143
  %7 = select i1 %5, i1 true, i1 %6
  br i1 %7, label %60, label %61

8:                                                ; preds = %0, %44
  %9 = phi i64 [ 1, %0 ], [ %58, %44 ]
  %10 = phi i32 [ -2128831035, %0 ], [ %57, %44 ]
  %11 = phi i32 [ 0, %0 ], [ %49, %44 ]
  %12 = phi i32 [ 0, %0 ], [ %55, %44 ]
  %13 = phi i32 [ 0, %0 ], [ %53, %44 ]
  %14 = phi i32 [ 0, %0 ], [ %51, %44 ]
  %15 = icmp eq i64 %9, 1
  %16 = trunc i64 %9 to i32
  br i1 %15, label %44, label %17

17:                                               ; preds = %8
  %18 = trunc i64 %9 to i32
  %19 = trunc i64 %9 to i32
  br label %20

20:                                               ; preds = %17, %33
  %21 = phi i32 [ %41, %33 ], [ %18, %17 ]
  %22 = phi i32 [ %39, %33 ], [ %19, %17 ]
  %23 = phi i32 [ %42, %33 ], [ 0, %17 ]
  %24 = icmp ult i32 %22, 1024
  br i1 %24, label %25, label %33

25:                                               ; preds = %20
  %26 = zext i32 %22 to i64
  %27 = getelementptr inbounds [1024 x i16], [1024 x i16]* @memo, i64 0, i64 %26
  %28 = load i16, i16* %27, align 2, !tbaa !2
  %29 = icmp eq i16 %28, 0
  br i1 %29, label %33, label %30

30:                                               ; preds = %25
  %31 = zext i16 %28 to i32
  %32 = add i32 %23, %31
  br label %44

33:                                               ; preds = %25, %20
  %34 = and i32 %22, 1
  %35 = icmp eq i32 %34, 0
  %36 = mul i32 %22, 3
  %37 = add i32 %36, 1
  %38 = lshr i32 %22, 1
  %39 = select i1 %35, i32 %38, i32 %37
  %40 = icmp ugt i32 %39, %21
  %41 = select i1 %40, i32 %39, i32 %21
  %42 = add i32 %23, 1
  %43 = icmp eq i32 %39, 1
  br i1 %43, label %44, label %20, !llvm.loop !6

44:                                               ; preds = %33, %8, %30
  %45 = phi i32 [ %16, %8 ], [ %21, %30 ], [ %41, %33 ]
  %46 = phi i32 [ 0, %8 ], [ %32, %30 ], [ %42, %33 ]
  %47 = trunc i32 %46 to i16
  %48 = getelementptr inbounds [1024 x i16], [1024 x i16]* @memo, i64 0, i64 %9
  store i16 %47, i16* %48, align 2, !tbaa !2
  %49 = add i32 %46, %11
  %50 = icmp ugt i32 %46, %14
  %51 = select i1 %50, i32 %46, i32 %14
  %52 = trunc i64 %9 to i32
  %53 = select i1 %50, i32 %52, i32 %13
  %54 = icmp ugt i32 %45, %12
  %55 = select i1 %54, i32 %45, i32 %12
  %56 = xor i32 %46, %10
  %57 = mul i32 %56, 16777619
  %58 = add nuw nsw i64 %9, 1
  %59 = icmp eq i64 %58, 400
  br i1 %59, label %4, label %8, !llvm.loop !9

60:                                               ; preds = %4
  call void @abort() #3
  br label %61

61:                                               ; preds = %4, %60
  %62 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %62) #4
  br label %63

63:                                               ; preds = %63, %61
  %64 = phi i64 [ %69, %63 ], [ 0, %61 ]
  %65 = phi i32 [ %71, %63 ], [ %53, %61 ]
  %66 = urem i32 %65, 10
  %67 = trunc i32 %66 to i8
  %68 = or i8 %67, 48
  %69 = add nuw i64 %64, 1
  %70 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i64 0, i64 %64
  store i8 %68, i8* %70, align 1, !tbaa !10
  %71 = udiv i32 %65, 10
  %72 = icmp ult i32 %65, 10
  br i1 %72, label %73, label %63, !llvm.loop !11

73:                                               ; preds = %63
  %74 = shl i64 %69, 32
  %75 = ashr exact i64 %74, 32
  br label %76

76:                                               ; preds = %76, %73
  %77 = phi i64 [ %75, %73 ], [ %78, %76 ]
  %78 = add nsw i64 %77, -1
  %79 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i64 0, i64 %78
  %80 = load i8, i8* %79, align 1, !tbaa !10
  %81 = sext i8 %80 to i32
  %82 = call i32 @putchar(i32 noundef %81) #3
  %83 = icmp eq i64 %78, 0
  br i1 %83, label %84, label %76, !llvm.loop !12

84:                                               ; preds = %76
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %62) #4
  %85 = call i32 @putchar(i32 noundef 58) #3
  %86 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %86) #4
  br label %87

87:                                               ; preds = %87, %84
  %88 = phi i64 [ %93, %87 ], [ 0, %84 ]
  %89 = phi i32 [ %95, %87 ], [ %51, %84 ]
  %90 = urem i32 %89, 10
  %91 = trunc i32 %90 to i8
  %92 = or i8 %91, 48
  %93 = add nuw i64 %88, 1
  %94 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i64 0, i64 %88
  store i8 %92, i8* %94, align 1, !tbaa !10
  %95 = udiv i32 %89, 10
  %96 = icmp ult i32 %89, 10
  br i1 %96, label %97, label %87, !llvm.loop !11

97:                                               ; preds = %87
  %98 = shl i64 %93, 32
  %99 = ashr exact i64 %98, 32
  br label %100

100:                                              ; preds = %100, %97
  %101 = phi i64 [ %99, %97 ], [ %102, %100 ]
  %102 = add nsw i64 %101, -1
  %103 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i64 0, i64 %102
  %104 = load i8, i8* %103, align 1, !tbaa !10
  %105 = sext i8 %104 to i32
  %106 = call i32 @putchar(i32 noundef %105) #3
  %107 = icmp eq i64 %102, 0
  br i1 %107, label %108, label %100, !llvm.loop !12

108:                                              ; preds = %100
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %86) #4
  %109 = call i32 @putchar(i32 noundef 32) #3
  %110 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %110) #4
  br label %111

111:                                              ; preds = %111, %108
  %112 = phi i64 [ %117, %111 ], [ 0, %108 ]
  %113 = phi i32 [ %119, %111 ], [ %49, %108 ]
  %114 = urem i32 %113, 10
  %115 = trunc i32 %114 to i8
  %116 = or i8 %115, 48
  %117 = add nuw i64 %112, 1
  %118 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i64 0, i64 %112
  store i8 %116, i8* %118, align 1, !tbaa !10
  %119 = udiv i32 %113, 10
  %120 = icmp ult i32 %113, 10
  br i1 %120, label %121, label %111, !llvm.loop !11

121:                                              ; preds = %111
  %122 = shl i64 %117, 32
  %123 = ashr exact i64 %122, 32
  br label %124

124:                                              ; preds = %124, %121
  %125 = phi i64 [ %123, %121 ], [ %126, %124 ]
  %126 = add nsw i64 %125, -1
  %127 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i64 0, i64 %126
  %128 = load i8, i8* %127, align 1, !tbaa !10
  %129 = sext i8 %128 to i32
  %130 = call i32 @putchar(i32 noundef %129) #3
  %131 = icmp eq i64 %126, 0
  br i1 %131, label %132, label %124, !llvm.loop !12

132:                                              ; preds = %124
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %110) #4
  %133 = call i32 @putchar(i32 noundef 10) #3
  %134 = xor i32 %57, %55
  %135 = mul i32 %134, 16777619
  %136 = and i32 %135, 2147483647
  call void @exit(i32 noundef %136) #3
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare dso_local void @abort() local_unnamed_addr #2

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #2

declare dso_local void @exit(i32 noundef) local_unnamed_addr #2

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin nounwind "no-builtins" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"short", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = distinct !{!6, !7, !8}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!"llvm.loop.unroll.disable"}
!9 = distinct !{!9, !7, !8}
!10 = !{!4, !4, i64 0}
!11 = distinct !{!11, !7, !8}
!12 = distinct !{!12, !7, !8}
