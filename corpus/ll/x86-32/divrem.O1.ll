; ModuleID = 'divrem.c'
source_filename = "divrem.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

@nums = internal unnamed_addr constant [16 x i32] [i32 0, i32 1, i32 -1, i32 7, i32 -7, i32 100, i32 -100, i32 2147483647, i32 -2147483648, i32 123456789, i32 -987654321, i32 65535, i32 -65536, i32 31, i32 -32, i32 1000000007], align 4
@dens = internal unnamed_addr constant [16 x i32] [i32 1, i32 -1, i32 2, i32 -2, i32 3, i32 -3, i32 7, i32 -7, i32 10, i32 -10, i32 16, i32 -16, i32 1000, i32 -65537, i32 2147483647, i32 -2147483648], align 4
@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %12
  %2 = phi i32 [ 0, %0 ], [ %13, %12 ]
  %3 = getelementptr inbounds [16 x i32], [16 x i32]* @nums, i32 0, i32 %2
  %4 = load i32, i32* %3, align 4, !tbaa !3
  %5 = icmp eq i32 %2, 8
  %6 = sext i32 %4 to i64
  %7 = lshr i32 21844, %2
  %8 = and i32 %7, 1
  br label %15

9:                                                ; preds = %12
  %10 = call fastcc i32 @sdiv(i32 noundef -7, i32 noundef 2) #3
  %11 = icmp eq i32 %10, -3
  br i1 %11, label %60, label %69

12:                                               ; preds = %57
  %13 = add nuw nsw i32 %2, 1
  %14 = icmp eq i32 %13, 16
  br i1 %14, label %9, label %1, !llvm.loop !7

15:                                               ; preds = %1, %57
  %16 = phi i32 [ 0, %1 ], [ %58, %57 ]
  %17 = getelementptr inbounds [16 x i32], [16 x i32]* @dens, i32 0, i32 %16
  %18 = load i32, i32* %17, align 4, !tbaa !3
  %19 = icmp eq i32 %16, 1
  %20 = select i1 %5, i1 %19, i1 false
  br i1 %20, label %57, label %21

21:                                               ; preds = %15
  %22 = call fastcc i32 @sdiv(i32 noundef %4, i32 noundef %18) #3
  %23 = call fastcc i32 @srem(i32 noundef %4, i32 noundef %18) #3
  %24 = sext i32 %22 to i64
  %25 = sext i32 %18 to i64
  %26 = mul nsw i64 %24, %25
  %27 = sext i32 %23 to i64
  %28 = add nsw i64 %26, %27
  %29 = icmp eq i64 %28, %6
  br i1 %29, label %31, label %30

30:                                               ; preds = %21
  call void @abort() #4
  br label %31

31:                                               ; preds = %30, %21
  %32 = icmp eq i32 %23, 0
  %33 = lshr i32 %23, 31
  %34 = icmp eq i32 %33, %8
  %35 = select i1 %32, i1 true, i1 %34
  br i1 %35, label %37, label %36

36:                                               ; preds = %31
  call void @abort() #4
  br label %37

37:                                               ; preds = %36, %31
  %38 = load i32, i32* @h, align 4, !tbaa !3
  %39 = xor i32 %38, %22
  %40 = mul i32 %39, 16777619
  %41 = xor i32 %40, %23
  %42 = mul i32 %41, 16777619
  store i32 %42, i32* @h, align 4, !tbaa !3
  %43 = call fastcc i32 @udiv(i32 noundef %4, i32 noundef %18) #3
  %44 = call fastcc i32 @urem(i32 noundef %4, i32 noundef %18) #3
  %45 = mul i32 %43, %18
  %46 = add i32 %45, %44
  %47 = icmp eq i32 %46, %4
  %48 = icmp ult i32 %44, %18
  %49 = select i1 %47, i1 %48, i1 false
  br i1 %49, label %51, label %50

50:                                               ; preds = %37
  call void @abort() #4
  br label %51

51:                                               ; preds = %37, %50
  %52 = shl i32 %44, 7
  %53 = xor i32 %52, %43
  %54 = load i32, i32* @h, align 4, !tbaa !3
  %55 = xor i32 %53, %54
  %56 = mul i32 %55, 16777619
  store i32 %56, i32* @h, align 4, !tbaa !3
  br label %57

57:                                               ; preds = %15, %51
  %58 = add nuw nsw i32 %16, 1
  %59 = icmp eq i32 %58, 16
  br i1 %59, label %12, label %15, !llvm.loop !10

60:                                               ; preds = %9
  %61 = call fastcc i32 @srem(i32 noundef -7, i32 noundef 2) #3
  %62 = icmp eq i32 %61, -1
  br i1 %62, label %63, label %69

63:                                               ; preds = %60
  %64 = call fastcc i32 @sdiv(i32 noundef 7, i32 noundef -2) #3
  %65 = icmp eq i32 %64, -3
  br i1 %65, label %66, label %69

66:                                               ; preds = %63
  %67 = call fastcc i32 @srem(i32 noundef 7, i32 noundef -2) #3
  %68 = icmp eq i32 %67, 1
  br i1 %68, label %70, label %69

69:                                               ; preds = %66, %63, %60, %9
  call void @abort() #4
  br label %70

70:                                               ; preds = %69, %66
  %71 = load i32, i32* @h, align 4, !tbaa !3
  br label %76

72:                                               ; preds = %159
  %73 = xor i32 %165, 124723200
  %74 = mul i32 %73, 16777619
  store i32 %74, i32* @h, align 4, !tbaa !3
  %75 = and i32 %74, 2147483647
  ret i32 %75

76:                                               ; preds = %70, %159
  %77 = phi i32 [ 0, %70 ], [ %166, %159 ]
  %78 = phi i32 [ 77, %70 ], [ %81, %159 ]
  %79 = phi i32 [ %71, %70 ], [ %165, %159 ]
  %80 = mul i32 %78, 1664525
  %81 = add i32 %80, 1013904223
  %82 = sdiv i32 %81, 3
  %83 = srem i32 %81, 3
  %84 = add nsw i32 %82, %83
  %85 = sdiv i32 %81, 7
  %86 = add nsw i32 %84, %85
  %87 = srem i32 %81, 7
  %88 = sub i32 %86, %87
  %89 = sdiv i32 %81, 10
  %90 = add nsw i32 %88, %89
  %91 = srem i32 %81, 10
  %92 = add nsw i32 %90, %91
  %93 = sdiv i32 %81, 16
  %94 = add nsw i32 %92, %93
  %95 = srem i32 %81, 16
  %96 = sub i32 %94, %95
  %97 = sdiv i32 %81, -5
  %98 = add nsw i32 %96, %97
  %99 = srem i32 %81, 5
  %100 = add nsw i32 %98, %99
  %101 = sdiv i32 %81, 1000
  %102 = add nsw i32 %100, %101
  %103 = xor i32 %79, %102
  %104 = mul i32 %103, 16777619
  %105 = udiv i32 %81, 3
  %106 = urem i32 %81, 3
  %107 = add nuw nsw i32 %105, %106
  %108 = udiv i32 %81, 7
  %109 = add nuw i32 %107, %108
  %110 = urem i32 %81, 7
  %111 = add i32 %109, %110
  %112 = udiv i32 %81, 10
  %113 = add i32 %111, %112
  %114 = urem i32 %81, 10
  %115 = add i32 %113, %114
  %116 = lshr i32 %81, 4
  %117 = add i32 %115, %116
  %118 = and i32 %81, 15
  %119 = add i32 %117, %118
  %120 = udiv i32 %81, 641
  %121 = add i32 %119, %120
  %122 = urem i32 %81, 1000
  %123 = add i32 %121, %122
  %124 = xor i32 %104, %123
  %125 = mul i32 %124, 16777619
  %126 = lshr i32 %81, 8
  %127 = trunc i32 %126 to i8
  %128 = lshr i32 %81, 5
  %129 = trunc i32 %128 to i16
  %130 = lshr i32 %81, 24
  %131 = shl i32 %126, 24
  %132 = ashr exact i32 %131, 24
  %133 = icmp eq i8 %127, 0
  br i1 %133, label %139, label %134

134:                                              ; preds = %76
  %135 = shl i32 %81, 24
  %136 = ashr exact i32 %135, 24
  %137 = sdiv i32 %136, %132
  %138 = mul i32 %137, 1000000
  br label %139

139:                                              ; preds = %134, %76
  %140 = phi i32 [ %138, %134 ], [ 0, %76 ]
  br i1 %133, label %146, label %141

141:                                              ; preds = %139
  %142 = shl i32 %81, 24
  %143 = ashr exact i32 %142, 24
  %144 = srem i32 %143, %132
  %145 = mul nsw i32 %144, 10000
  br label %146

146:                                              ; preds = %141, %139
  %147 = phi i32 [ %145, %141 ], [ 0, %139 ]
  %148 = and i32 %128, 65535
  %149 = icmp eq i16 %129, 0
  br i1 %149, label %154, label %150

150:                                              ; preds = %146
  %151 = ashr i32 %81, 16
  %152 = sdiv i32 %151, %148
  %153 = mul i32 %152, 100
  br label %154

154:                                              ; preds = %150, %146
  %155 = phi i32 [ %153, %150 ], [ 0, %146 ]
  %156 = icmp ult i32 %81, 16777216
  br i1 %156, label %159, label %157

157:                                              ; preds = %154
  %158 = urem i32 %148, %130
  br label %159

159:                                              ; preds = %154, %157
  %160 = phi i32 [ %158, %157 ], [ 0, %154 ]
  %161 = add nsw i32 %147, %140
  %162 = add nsw i32 %161, %155
  %163 = add nsw i32 %162, %160
  %164 = xor i32 %163, %125
  %165 = mul i32 %164, 16777619
  %166 = add nuw nsw i32 %77, 1
  %167 = icmp eq i32 %166, 500
  br i1 %167, label %72, label %76, !llvm.loop !11
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define internal fastcc i32 @sdiv(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = sdiv i32 %0, %1
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define internal fastcc i32 @srem(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = srem i32 %0, %1
  ret i32 %3
}

declare dso_local void @abort() local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define internal fastcc i32 @udiv(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = udiv i32 %0, %1
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define internal fastcc i32 @urem(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = urem i32 %0, %1
  ret i32 %3
}

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin "no-builtins" }
attributes #4 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = distinct !{!7, !8, !9}
!8 = !{!"llvm.loop.mustprogress"}
!9 = !{!"llvm.loop.unroll.disable"}
!10 = distinct !{!10, !8, !9}
!11 = distinct !{!11, !8, !9}
