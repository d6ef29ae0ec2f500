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
  %23 = load i16, i16* %22, align 2, !tbaa !3
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
  br i1 %38, label %39, label %16, !llvm.loop !7

39:                                               ; preds = %28, %8, %25
  %40 = phi i32 [ %10, %8 ], [ %17, %25 ], [ %36, %28 ]
  %41 = phi i32 [ 0, %8 ], [ %27, %25 ], [ %37, %28 ]
  %42 = trunc i32 %41 to i16
  %43 = getelementptr inbounds [1024 x i16], [1024 x i16]* @memo, i32 0, i32 %10
  store i16 %42, i16* %43, align 2, !tbaa !3
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
  br i1 %53, label %4, label %8, !llvm.loop !10

54:                                               ; preds = %4
  call void @abort() #3
  br label %55

55:                                               ; preds = %4, %54
  %56 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %56) #4
  br label %57

57:                                               ; preds = %57, %55
  %58 = phi i32 [ %47, %55 ], [ %65, %57 ]
  %59 = phi i32 [ 0, %55 ], [ %63, %57 ]
  %60 = urem i32 %58, 10
  %61 = trunc i32 %60 to i8
  %62 = or i8 %61, 48
  %63 = add nuw nsw i32 %59, 1
  %64 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %59
  store i8 %62, i8* %64, align 1, !tbaa !11
  %65 = udiv i32 %58, 10
  %66 = icmp ult i32 %58, 10
  br i1 %66, label %67, label %57, !llvm.loop !12

67:                                               ; preds = %57, %67
  %68 = phi i32 [ %69, %67 ], [ %63, %57 ]
  %69 = add nsw i32 %68, -1
  %70 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %69
  %71 = load i8, i8* %70, align 1, !tbaa !11
  %72 = sext i8 %71 to i32
  %73 = call i32 @putchar(i32 noundef %72) #3
  %74 = icmp eq i32 %69, 0
  br i1 %74, label %75, label %67, !llvm.loop !13

75:                                               ; preds = %67
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %56) #4
  %76 = call i32 @putchar(i32 noundef 58) #3
  %77 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %77) #4
  br label %78

78:                                               ; preds = %78, %75
  %79 = phi i32 [ %46, %75 ], [ %86, %78 ]
  %80 = phi i32 [ 0, %75 ], [ %84, %78 ]
  %81 = urem i32 %79, 10
  %82 = trunc i32 %81 to i8
  %83 = or i8 %82, 48
  %84 = add nuw nsw i32 %80, 1
  %85 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %80
  store i8 %83, i8* %85, align 1, !tbaa !11
  %86 = udiv i32 %79, 10
  %87 = icmp ult i32 %79, 10
  br i1 %87, label %88, label %78, !llvm.loop !12

88:                                               ; preds = %78, %88
  %89 = phi i32 [ %90, %88 ], [ %84, %78 ]
  %90 = add nsw i32 %89, -1
  %91 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %90
  %92 = load i8, i8* %91, align 1, !tbaa !11
  %93 = sext i8 %92 to i32
  %94 = call i32 @putchar(i32 noundef %93) #3
  %95 = icmp eq i32 %90, 0
  br i1 %95, label %96, label %88, !llvm.loop !13

96:                                               ; preds = %88
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %77) #4
  %97 = call i32 @putchar(i32 noundef 32) #3
  %98 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %98) #4
  br label %99

99:                                               ; preds = %99, %96
  %100 = phi i32 [ %44, %96 ], [ %107, %99 ]
  %101 = phi i32 [ 0, %96 ], [ %105, %99 ]
  %102 = urem i32 %100, 10
  %103 = trunc i32 %102 to i8
  %104 = or i8 %103, 48
  %105 = add nuw nsw i32 %101, 1
  %106 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %101
  store i8 %104, i8* %106, align 1, !tbaa !11
  %107 = udiv i32 %100, 10
  %108 = icmp ult i32 %100, 10
  br i1 %108, label %109, label %99, !llvm.loop !12

109:                                              ; preds = %99, %109
  %110 = phi i32 [ %111, %109 ], [ %105, %99 ]
  %111 = add nsw i32 %110, -1
  %112 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %111
  %113 = load i8, i8* %112, align 1, !tbaa !11
  %114 = sext i8 %113 to i32
  %115 = call i32 @putchar(i32 noundef %114) #3
  %116 = icmp eq i32 %111, 0
  br i1 %116, label %117, label %109, !llvm.loop !13

117:                                              ; preds = %109
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %98) #4
  %118 = call i32 @putchar(i32 noundef 10) #3
  %119 = xor i32 %51, %49
  %120 = mul i32 %119, 16777619
  %121 = and i32 %120, 2147483647
  call void @exit(i32 noundef %121) #3
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
!7 = distinct !{!7, !8, !9}
!8 = !{!"llvm.loop.mustprogress"}
!9 = !{!"llvm.loop.unroll.disable"}
!10 = distinct !{!10, !8, !9}
!11 = !{!5, !5, i64 0}
!12 = distinct !{!12, !8, !9}
!13 = distinct !{!13, !8, !9}
