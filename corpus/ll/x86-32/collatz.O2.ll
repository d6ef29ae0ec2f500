; ModuleID = 'collatz.c'
source_filename = "collatz.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

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
  %24 = load i16, i16* %23, align 2, !tbaa !3
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
  br i1 %40, label %41, label %16, !llvm.loop !7

41:                                               ; preds = %29, %8, %26
  %42 = phi i32 [ 1, %8 ], [ %17, %26 ], [ %37, %29 ]
  %43 = phi i32 [ 0, %8 ], [ %28, %26 ], [ %39, %29 ]
  %44 = trunc i32 %43 to i16
  %45 = getelementptr inbounds [1024 x i16], [1024 x i16]* @memo, i32 0, i32 %10
  store i16 %44, i16* %45, align 2, !tbaa !3
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
  br i1 %55, label %4, label %8, !llvm.loop !9

56:                                               ; preds = %4
  tail call void @abort() #3
  br label %57

57:                                               ; preds = %4, %56
  %58 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %58) #4
  br label %59

59:                                               ; preds = %59, %57
  %60 = phi i32 [ %49, %57 ], [ %67, %59 ]
  %61 = phi i32 [ 0, %57 ], [ %65, %59 ]
  %62 = urem i32 %60, 10
  %63 = trunc i32 %62 to i8
  %64 = or i8 %63, 48
  %65 = add nuw nsw i32 %61, 1
  %66 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %61
  store i8 %64, i8* %66, align 1, !tbaa !10
  %67 = udiv i32 %60, 10
  %68 = icmp ult i32 %60, 10
  br i1 %68, label %69, label %59, !llvm.loop !11

69:                                               ; preds = %59, %69
  %70 = phi i32 [ %71, %69 ], [ %65, %59 ]
  %71 = add nsw i32 %70, -1
  %72 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %71
  %73 = load i8, i8* %72, align 1, !tbaa !10
  %74 = sext i8 %73 to i32
  %75 = tail call i32 @putchar(i32 noundef %74) #3
  %76 = icmp eq i32 %71, 0
  br i1 %76, label %77, label %69, !llvm.loop !12

77:                                               ; preds = %69
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %58) #4
  %78 = tail call i32 @putchar(i32 noundef 58) #3
  %79 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %79) #4
  br label %80

80:                                               ; preds = %80, %77
  %81 = phi i32 [ %48, %77 ], [ %88, %80 ]
  %82 = phi i32 [ 0, %77 ], [ %86, %80 ]
  %83 = urem i32 %81, 10
  %84 = trunc i32 %83 to i8
  %85 = or i8 %84, 48
  %86 = add nuw nsw i32 %82, 1
  %87 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %82
  store i8 %85, i8* %87, align 1, !tbaa !10
  %88 = udiv i32 %81, 10
  %89 = icmp ult i32 %81, 10
  br i1 %89, label %90, label %80, !llvm.loop !11

90:                                               ; preds = %80, %90
  %91 = phi i32 [ %92, %90 ], [ %86, %80 ]
  %92 = add nsw i32 %91, -1
  %93 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %92
  %94 = load i8, i8* %93, align 1, !tbaa !10
  %95 = sext i8 %94 to i32
  %96 = tail call i32 @putchar(i32 noundef %95) #3
  %97 = icmp eq i32 %92, 0
  br i1 %97, label %98, label %90, !llvm.loop !12

98:                                               ; preds = %90
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %79) #4
  %99 = tail call i32 @putchar(i32 noundef 32) #3
  %100 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %100) #4
  br label %101

101:                                              ; preds = %101, %98
  %102 = phi i32 [ %46, %98 ], [ %109, %101 ]
  %103 = phi i32 [ 0, %98 ], [ %107, %101 ]
  %104 = urem i32 %102, 10
  %105 = trunc i32 %104 to i8
  %106 = or i8 %105, 48
  %107 = add nuw nsw i32 %103, 1
  %108 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %103
  store i8 %106, i8* %108, align 1, !tbaa !10
  %109 = udiv i32 %102, 10
  %110 = icmp ult i32 %102, 10
  br i1 %110, label %111, label %101, !llvm.loop !11

111:                                              ; preds = %101, %111
  %112 = phi i32 [ %113, %111 ], [ %107, %101 ]
  %113 = add nsw i32 %112, -1
  %114 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %113
  %115 = load i8, i8* %114, align 1, !tbaa !10
  %116 = sext i8 %115 to i32
  %117 = tail call i32 @putchar(i32 noundef %116) #3
  %118 = icmp eq i32 %113, 0
  br i1 %118, label %119, label %111, !llvm.loop !12

119:                                              ; preds = %111
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %100) #4
  %120 = tail call i32 @putchar(i32 noundef 10) #3
  %121 = xor i32 %53, %51
  %122 = mul i32 %121, 16777619
  %123 = and i32 %122, 2147483647
  tail call void @exit(i32 noundef %123) #3
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare dso_local void @abort() local_unnamed_addr #2

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #2

declare dso_local void @exit(i32 noundef) local_unnamed_addr #2

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin nounwind "no-builtins" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"short", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = !{!5, !5, i64 0}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
