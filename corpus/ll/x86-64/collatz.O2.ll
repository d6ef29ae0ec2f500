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
  %6 = icmp ne i32 %52, 143
  %7 = select i1 %5, i1 true, i1 %6
  br i1 %7, label %60, label %61

8:                                                ; preds = %0, %44
  %9 = phi i64 [ 1, %0 ], [ %58, %44 ]
  %10 = phi i32 [ -2128831035, %0 ], [ %57, %44 ]
  %11 = phi i32 [ 0, %0 ], [ %50, %44 ]
  %12 = phi i32 [ 0, %0 ], [ %55, %44 ]
  %13 = phi i32 [ 0, %0 ], [ %53, %44 ]
  %14 = phi i32 [ 0, %0 ], [ %52, %44 ]
  %15 = icmp eq i64 %9, 1
  br i1 %15, label %44, label %16

16:                                               ; preds = %8
  %17 = trunc i64 %9 to i32
  br label %18

18:                                               ; preds = %16, %32
  %19 = phi i32 [ %40, %32 ], [ %17, %16 ]
  %20 = phi i32 [ %41, %32 ], [ %17, %16 ]
  %21 = phi i32 [ %38, %32 ], [ %17, %16 ]
  %22 = phi i32 [ %42, %32 ], [ 0, %16 ]
  %23 = icmp ult i32 %21, 1024
  br i1 %23, label %24, label %32

24:                                               ; preds = %18
  %25 = zext i32 %21 to i64
  %26 = getelementptr inbounds [1024 x i16], [1024 x i16]* @memo, i64 0, i64 %25
  %27 = load i16, i16* %26, align 2, !tbaa !2
  %28 = icmp eq i16 %27, 0
  br i1 %28, label %32, label %29

29:                                               ; preds = %24
  %30 = zext i16 %27 to i32
  %31 = add i32 %22, %30
  br label %44

32:                                               ; preds = %24, %18
  %33 = and i32 %21, 1
  %34 = icmp eq i32 %33, 0
  %35 = mul i32 %21, 3
  %36 = add i32 %35, 1
  %37 = lshr i32 %21, 1
  %38 = select i1 %34, i32 %37, i32 %36
  %39 = icmp ugt i32 %38, %20
  %40 = select i1 %39, i32 %38, i32 %19
  %41 = select i1 %39, i32 %38, i32 %20
  %42 = add i32 %22, 1
  %43 = icmp eq i32 %38, 1
  br i1 %43, label %44, label %18, !llvm.loop !6

44:                                               ; preds = %32, %8, %29
  %45 = phi i32 [ %17, %29 ], [ 1, %8 ], [ %17, %32 ]
  %46 = phi i32 [ %19, %29 ], [ 1, %8 ], [ %40, %32 ]
  %47 = phi i32 [ %31, %29 ], [ 0, %8 ], [ %42, %32 ]
  %48 = trunc i32 %47 to i16
  %49 = getelementptr inbounds [1024 x i16], [1024 x i16]* @memo, i64 0, i64 %9
  store i16 %48, i16* %49, align 2, !tbaa !2
  %50 = add i32 %47, %11
  %51 = icmp ugt i32 %47, %14
  %52 = select i1 %51, i32 %47, i32 %14
  %53 = select i1 %51, i32 %45, i32 %13
  %54 = icmp ugt i32 %46, %12
  %55 = select i1 %54, i32 %46, i32 %12
  %56 = xor i32 %47, %10
  %57 = mul i32 %56, 16777619
  %58 = add nuw nsw i64 %9, 1
  %59 = icmp eq i64 %58, 400
  br i1 %59, label %4, label %8, !llvm.loop !8

60:                                               ; preds = %4
  tail call void @abort() #3
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
  store i8 %68, i8* %70, align 1, !tbaa !9
  %71 = udiv i32 %65, 10
  %72 = icmp ult i32 %65, 10
  br i1 %72, label %73, label %63, !llvm.loop !10

73:                                               ; preds = %63
  %74 = shl i64 %69, 32
  %75 = ashr exact i64 %74, 32
  br label %76

76:                                               ; preds = %76, %73
  %77 = phi i64 [ %75, %73 ], [ %78, %76 ]
  %78 = add nsw i64 %77, -1
  %79 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i64 0, i64 %78
  %80 = load i8, i8* %79, align 1, !tbaa !9
  %81 = sext i8 %80 to i32
  %82 = tail call i32 @putchar(i32 noundef %81) #3
  %83 = icmp eq i64 %78, 0
  br i1 %83, label %84, label %76, !llvm.loop !11

84:                                               ; preds = %76
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %62) #4
  %85 = tail call i32 @putchar(i32 noundef 58) #3
  %86 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %86) #4
  br label %87

87:                                               ; preds = %87, %84
  %88 = phi i64 [ %93, %87 ], [ 0, %84 ]
  %89 = phi i32 [ %95, %87 ], [ %52, %84 ]
  %90 = urem i32 %89, 10
  %91 = trunc i32 %90 to i8
  %92 = or i8 %91, 48
  %93 = add nuw i64 %88, 1
  %94 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i64 0, i64 %88
  store i8 %92, i8* %94, align 1, !tbaa !9
  %95 = udiv i32 %89, 10
  %96 = icmp ult i32 %89, 10
  br i1 %96, label %97, label %87, !llvm.loop !10

97:                                               ; preds = %87
  %98 = shl i64 %93, 32
  %99 = ashr exact i64 %98, 32
  br label %100

100:                                              ; preds = %100, %97
  %101 = phi i64 [ %99, %97 ], [ %102, %100 ]
  %102 = add nsw i64 %101, -1
  %103 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i64 0, i64 %102
  %104 = load i8, i8* %103, align 1, !tbaa !9
  %105 = sext i8 %104 to i32
  %106 = tail call i32 @putchar(i32 noundef %105) #3
  %107 = icmp eq i64 %102, 0
  br i1 %107, label %108, label %100, !llvm.loop !11

108:                                              ; preds = %100
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %86) #4
  %109 = tail call i32 @putchar(i32 noundef 32) #3
  %110 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %110) #4
  br label %111

111:                                              ; preds = %111, %108
  %112 = phi i64 [ %117, %111 ], [ 0, %108 ]
  %113 = phi i32 [ %119, %111 ], [ %50, %108 ]
  %114 = urem i32 %113, 10
  %115 = trunc i32 %114 to i8
  %116 = or i8 %115, 48
  %117 = add nuw i64 %112, 1
  %118 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i64 0, i64 %112
  store i8 %116, i8* %118, align 1, !tbaa !9
  %119 = udiv i32 %113, 10
  %120 = icmp ult i32 %113, 10
  br i1 %120, label %121, label %111, !llvm.loop !10

121:                                              ; preds = %111
  %122 = shl i64 %117, 32
  %123 = ashr exact i64 %122, 32
  br label %124

124:                                              ; preds = %124, %121
  %125 = phi i64 [ %123, %121 ], [ %126, %124 ]
  %126 = add nsw i64 %125, -1
  %127 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i64 0, i64 %126
  %128 = load i8, i8* %127, align 1, !tbaa !9
  %129 = sext i8 %128 to i32
  %130 = tail call i32 @putchar(i32 noundef %129) #3
  %131 = icmp eq i64 %126, 0
  br i1 %131, label %132, label %124, !llvm.loop !11

132:                                              ; preds = %124
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %110) #4
  %133 = tail call i32 @putchar(i32 noundef 10) #3
  %134 = xor i32 %57, %55
  %135 = mul i32 %134, 16777619
  %136 = and i32 %135, 2147483647
  tail call void @exit(i32 noundef %136) #3
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
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = !{!4, !4, i64 0}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
