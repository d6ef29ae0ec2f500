; ModuleID = 'bst.c'
source_filename = "bst.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.tnode = type { i32, i16, i16 }

@root = internal unnamed_addr global i16 -1, align 2
@t = internal unnamed_addr global [200 x %struct.tnode] zeroinitializer, align 16
@nused = internal unnamed_addr global i32 0, align 4
@nout = internal unnamed_addr global i32 0, align 4
@out = internal unnamed_addr global [200 x i32] zeroinitializer, align 16

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %35

1:                                                ; preds = %69
  store i32 0, i32* @nout, align 4, !tbaa !2
  %2 = load i16, i16* @root, align 2, !tbaa !6
  %3 = sext i16 %2 to i32
  call fastcc void @inorder(i32 noundef %3) #4
  %4 = load i32, i32* @nout, align 4, !tbaa !2
  %5 = icmp sgt i32 %4, 0
  br i1 %5, label %6, label %28

6:                                                ; preds = %1, %19
  %7 = phi i64 [ %24, %19 ], [ 0, %1 ]
  %8 = phi i32 [ %23, %19 ], [ -2128831035, %1 ]
  %9 = icmp eq i64 %7, 0
  br i1 %9, label %19, label %10

10:                                               ; preds = %6
  %11 = add nuw nsw i64 %7, 4294967295
  %12 = and i64 %11, 4294967295
  %13 = getelementptr inbounds [200 x i32], [200 x i32]* @out, i64 0, i64 %12
  %14 = load i32, i32* %13, align 4, !tbaa !2
  %15 = getelementptr inbounds [200 x i32], [200 x i32]* @out, i64 0, i64 %7
  %16 = load i32, i32* %15, align 4, !tbaa !2
  %17 = icmp slt i32 %14, %16
  br i1 %17, label %19, label %18

18:                                               ; preds = %10
  call void @abort() #4
  br label %19

19:                                               ; preds = %18, %10, %6
  %20 = getelementptr inbounds [200 x i32], [200 x i32]* @out, i64 0, i64 %7
  %21 = load i32, i32* %20, align 4, !tbaa !2
  %22 = xor i32 %21, %8
  %23 = mul i32 %22, 16777619
  %24 = add nuw nsw i64 %7, 1
  %25 = load i32, i32* @nout, align 4, !tbaa !2
  %26 = sext i32 %25 to i64
  %27 = icmp slt i64 %24, %26
  br i1 %27, label %6, label %28, !llvm.loop !8

28:                                               ; preds = %19, %1
  %29 = phi i32 [ -2128831035, %1 ], [ %23, %19 ]
  %30 = phi i32 [ %4, %1 ], [ %25, %19 ]
  %31 = load i16, i16* @root, align 2, !tbaa !6
  %32 = sext i16 %31 to i32
  %33 = call fastcc i32 @height(i32 noundef %32) #5
  %34 = icmp sgt i16 %31, -1
  br label %74

35:                                               ; preds = %0, %69
  %36 = phi i32 [ 0, %0 ], [ %72, %69 ]
  %37 = phi i32 [ 0, %0 ], [ %71, %69 ]
  %38 = phi i32 [ 8675309, %0 ], [ %40, %69 ]
  %39 = mul i32 %38, 1103515245
  %40 = add i32 %39, 12345
  %41 = lshr i32 %40, 22
  %42 = add nsw i32 %41, -512
  br label %43

43:                                               ; preds = %47, %35
  %44 = phi i16* [ @root, %35 ], [ %56, %47 ]
  %45 = load i16, i16* %44, align 2, !tbaa !6
  %46 = icmp sgt i16 %45, -1
  br i1 %46, label %47, label %57

47:                                               ; preds = %43
  %48 = sext i16 %45 to i64
  %49 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %48, i32 0
  %50 = load i32, i32* %49, align 8, !tbaa !11
  %51 = icmp eq i32 %50, %42
  %52 = icmp sgt i32 %50, %42
  %53 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %48, i32 1
  %54 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %48, i32 2
  %55 = select i1 %52, i16* %53, i16* %54
  %56 = select i1 %51, i16* %44, i16* %55
  br i1 %51, label %69, label %43, !llvm.loop !13

57:                                               ; preds = %43
  %58 = load i32, i32* @nused, align 4, !tbaa !2
  %59 = icmp sgt i32 %58, 199
  br i1 %59, label %60, label %61

60:                                               ; preds = %57
  call void @abort() #4
  br label %61

61:                                               ; preds = %60, %57
  %62 = load i32, i32* @nused, align 4, !tbaa !2
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %63, i32 0
  store i32 %42, i32* %64, align 8, !tbaa !11
  %65 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %63, i32 2
  store i16 -1, i16* %65, align 2, !tbaa !14
  %66 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %63, i32 1
  store i16 -1, i16* %66, align 4, !tbaa !15
  %67 = add nsw i32 %62, 1
  store i32 %67, i32* @nused, align 4, !tbaa !2
  %68 = trunc i32 %62 to i16
  store i16 %68, i16* %44, align 2, !tbaa !6
  br label %69

69:                                               ; preds = %47, %61
  %70 = phi i32 [ 1, %61 ], [ 0, %47 ]
  %71 = add nuw nsw i32 %70, %37
  %72 = add nuw nsw i32 %36, 1
  %73 = icmp eq i32 %72, 150
  br i1 %73, label %1, label %35, !llvm.loop !16

74:                                               ; preds = %28, %90
  %75 = phi i32 [ -512, %28 ], [ %93, %90 ]
  %76 = phi i32 [ 0, %28 ], [ %92, %90 ]
  br i1 %34, label %77, label %90

77:                                               ; preds = %74, %83
  %78 = phi i16 [ %88, %83 ], [ %31, %74 ]
  %79 = sext i16 %78 to i64
  %80 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %79, i32 0
  %81 = load i32, i32* %80, align 8, !tbaa !11
  %82 = icmp eq i32 %81, %75
  br i1 %82, label %90, label %83

83:                                               ; preds = %77
  %84 = icmp sgt i32 %81, %75
  %85 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %79, i32 1
  %86 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %79, i32 2
  %87 = select i1 %84, i16* %85, i16* %86
  %88 = load i16, i16* %87, align 2, !tbaa !6
  %89 = icmp sgt i16 %88, -1
  br i1 %89, label %77, label %90, !llvm.loop !17

90:                                               ; preds = %77, %83, %74
  %91 = phi i32 [ 0, %74 ], [ 1, %77 ], [ 0, %83 ]
  %92 = add nuw nsw i32 %91, %76
  %93 = add nsw i32 %75, 3
  %94 = icmp slt i32 %75, 509
  br i1 %94, label %74, label %144, !llvm.loop !18

95:                                               ; preds = %202
  store i32 0, i32* @nout, align 4, !tbaa !2
  %96 = load i16, i16* @root, align 2, !tbaa !6
  %97 = sext i16 %96 to i32
  call fastcc void @inorder(i32 noundef %97) #4
  %98 = load i32, i32* @nout, align 4, !tbaa !2
  %99 = icmp sgt i32 %98, 0
  br i1 %99, label %100, label %122

100:                                              ; preds = %95, %113
  %101 = phi i64 [ %118, %113 ], [ 0, %95 ]
  %102 = phi i32 [ %117, %113 ], [ -2128831035, %95 ]
  %103 = icmp eq i64 %101, 0
  br i1 %103, label %113, label %104

104:                                              ; preds = %100
  %105 = add nuw nsw i64 %101, 4294967295
  %106 = and i64 %105, 4294967295
  %107 = getelementptr inbounds [200 x i32], [200 x i32]* @out, i64 0, i64 %106
  %108 = load i32, i32* %107, align 4, !tbaa !2
  %109 = getelementptr inbounds [200 x i32], [200 x i32]* @out, i64 0, i64 %101
  %110 = load i32, i32* %109, align 4, !tbaa !2
  %111 = icmp slt i32 %108, %110
  br i1 %111, label %113, label %112

112:                                              ; preds = %104
  call void @abort() #4
  br label %113

113:                                              ; preds = %112, %104, %100
  %114 = getelementptr inbounds [200 x i32], [200 x i32]* @out, i64 0, i64 %101
  %115 = load i32, i32* %114, align 4, !tbaa !2
  %116 = xor i32 %115, %102
  %117 = mul i32 %116, 16777619
  %118 = add nuw nsw i64 %101, 1
  %119 = load i32, i32* @nout, align 4, !tbaa !2
  %120 = sext i32 %119 to i64
  %121 = icmp slt i64 %118, %120
  br i1 %121, label %100, label %122, !llvm.loop !8

122:                                              ; preds = %113, %95
  %123 = phi i32 [ -2128831035, %95 ], [ %117, %113 ]
  %124 = phi i32 [ %98, %95 ], [ %119, %113 ]
  %125 = xor i32 %29, %30
  %126 = xor i32 %125, -2128831035
  %127 = mul i32 %126, 16777619
  %128 = shl i32 %71, 8
  %129 = xor i32 %33, %128
  %130 = xor i32 %129, %127
  %131 = mul i32 %130, 16777619
  %132 = xor i32 %92, %131
  %133 = mul i32 %132, 16777619
  %134 = xor i32 %204, %133
  %135 = xor i32 %134, %123
  %136 = xor i32 %135, %124
  %137 = mul i32 %136, 16777619
  %138 = load i16, i16* @root, align 2, !tbaa !6
  %139 = sext i16 %138 to i32
  %140 = call fastcc i32 @height(i32 noundef %139) #5
  %141 = xor i32 %137, %140
  %142 = mul i32 %141, 16777619
  %143 = and i32 %142, 2147483647
  ret i32 %143

144:                                              ; preds = %90, %202
  %145 = phi i32 [ %205, %202 ], [ 0, %90 ]
  %146 = phi i32 [ %204, %202 ], [ 0, %90 ]
  %147 = phi i32 [ %149, %202 ], [ 8675309, %90 ]
  %148 = mul i32 %147, -1029531031
  %149 = add i32 %148, -740551042
  %150 = lshr i32 %149, 22
  %151 = add nsw i32 %150, -512
  %152 = load i16, i16* @root, align 2, !tbaa !6
  %153 = icmp sgt i16 %152, -1
  br i1 %153, label %154, label %173

154:                                              ; preds = %144
  %155 = sext i16 %152 to i64
  %156 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %155, i32 0
  %157 = load i32, i32* %156, align 8, !tbaa !11
  %158 = icmp eq i32 %157, %151
  br i1 %158, label %173, label %164

159:                                              ; preds = %164
  %160 = sext i16 %171 to i64
  %161 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %160, i32 0
  %162 = load i32, i32* %161, align 8, !tbaa !11
  %163 = icmp eq i32 %162, %151
  br i1 %163, label %173, label %164, !llvm.loop !19

164:                                              ; preds = %154, %159
  %165 = phi i32 [ %162, %159 ], [ %157, %154 ]
  %166 = phi i64 [ %160, %159 ], [ %155, %154 ]
  %167 = icmp sgt i32 %165, %151
  %168 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %166, i32 1
  %169 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %166, i32 2
  %170 = select i1 %167, i16* %168, i16* %169
  %171 = load i16, i16* %170, align 2, !tbaa !6
  %172 = icmp sgt i16 %171, -1
  br i1 %172, label %159, label %173, !llvm.loop !19

173:                                              ; preds = %159, %164, %154, %144
  %174 = phi i16* [ @root, %144 ], [ @root, %154 ], [ %170, %164 ], [ %170, %159 ]
  %175 = phi i16 [ %152, %144 ], [ %152, %154 ], [ %171, %164 ], [ %171, %159 ]
  %176 = icmp slt i16 %175, 0
  br i1 %176, label %202, label %177

177:                                              ; preds = %173
  %178 = sext i16 %175 to i64
  %179 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %178, i32 1
  %180 = load i16, i16* %179, align 4, !tbaa !15
  %181 = icmp slt i16 %180, 0
  %182 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %178, i32 2
  %183 = load i16, i16* %182, align 2, !tbaa !14
  br i1 %181, label %184, label %185

184:                                              ; preds = %177
  store i16 %183, i16* %174, align 2, !tbaa !6
  br label %202

185:                                              ; preds = %177
  %186 = icmp slt i16 %183, 0
  br i1 %186, label %187, label %188

187:                                              ; preds = %185
  store i16 %180, i16* %174, align 2, !tbaa !6
  br label %202

188:                                              ; preds = %185, %188
  %189 = phi i16* [ %192, %188 ], [ %182, %185 ]
  %190 = load i16, i16* %189, align 2, !tbaa !6
  %191 = sext i16 %190 to i64
  %192 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %191, i32 1
  %193 = load i16, i16* %192, align 4, !tbaa !15
  %194 = icmp sgt i16 %193, -1
  br i1 %194, label %188, label %195, !llvm.loop !20

195:                                              ; preds = %188
  %196 = sext i16 %190 to i64
  %197 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %196, i32 0
  %198 = load i32, i32* %197, align 8, !tbaa !11
  %199 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %178, i32 0
  store i32 %198, i32* %199, align 8, !tbaa !11
  %200 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %196, i32 2
  %201 = load i16, i16* %200, align 2, !tbaa !14
  store i16 %201, i16* %189, align 2, !tbaa !6
  br label %202

202:                                              ; preds = %173, %184, %187, %195
  %203 = phi i32 [ 0, %173 ], [ 1, %187 ], [ 1, %195 ], [ 1, %184 ]
  %204 = add nuw nsw i32 %203, %146
  %205 = add nuw nsw i32 %145, 2
  %206 = icmp ult i32 %145, 148
  br i1 %206, label %144, label %95, !llvm.loop !21
}

; Function Attrs: nofree nosync nounwind readonly
define internal fastcc i32 @height(i32 noundef %0) unnamed_addr #1 {
  %2 = icmp slt i32 %0, 0
  br i1 %2, label %16, label %3

3:                                                ; preds = %1
  %4 = sext i32 %0 to i64
  %5 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %4, i32 1
  %6 = load i16, i16* %5, align 4, !tbaa !15
  %7 = sext i16 %6 to i32
  %8 = call fastcc i32 @height(i32 noundef %7) #5
  %9 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %4, i32 2
  %10 = load i16, i16* %9, align 2, !tbaa !14
  %11 = sext i16 %10 to i32
  %12 = call fastcc i32 @height(i32 noundef %11) #5
  %13 = icmp sgt i32 %8, %12
  %14 = select i1 %13, i32 %8, i32 %12
  %15 = add nsw i32 %14, 1
  br label %16

16:                                               ; preds = %1, %3
  %17 = phi i32 [ %15, %3 ], [ 0, %1 ]
  ret i32 %17
}

declare dso_local void @abort() local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind
define internal fastcc void @inorder(i32 noundef %0) unnamed_addr #3 {
  %2 = icmp slt i32 %0, 0
  br i1 %2, label %17, label %3

3:                                                ; preds = %1
  %4 = sext i32 %0 to i64
  %5 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %4, i32 1
  %6 = load i16, i16* %5, align 4, !tbaa !15
  %7 = sext i16 %6 to i32
  call fastcc void @inorder(i32 noundef %7) #5
  %8 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %4, i32 0
  %9 = load i32, i32* %8, align 8, !tbaa !11
  %10 = load i32, i32* @nout, align 4, !tbaa !2
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* @nout, align 4, !tbaa !2
  %12 = sext i32 %10 to i64
  %13 = getelementptr inbounds [200 x i32], [200 x i32]* @out, i64 0, i64 %12
  store i32 %9, i32* %13, align 4, !tbaa !2
  %14 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %4, i32 2
  %15 = load i16, i16* %14, align 2, !tbaa !14
  %16 = sext i16 %15 to i32
  call fastcc void @inorder(i32 noundef %16) #5
  br label %17

17:                                               ; preds = %1, %3
  ret void
}

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin nounwind "no-builtins" }
attributes #5 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = !{!7, !7, i64 0}
!7 = !{!"short", !4, i64 0}
!8 = distinct !{!8, !9, !10}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = !{!12, !3, i64 0}
!12 = !{!"tnode", !3, i64 0, !7, i64 4, !7, i64 6}
!13 = distinct !{!13, !9, !10}
!14 = !{!12, !7, i64 6}
!15 = !{!12, !7, i64 4}
!16 = distinct !{!16, !9, !10}
!17 = distinct !{!17, !9, !10}
!18 = distinct !{!18, !9, !10}
!19 = distinct !{!19, !9, !10}
!20 = distinct !{!20, !9, !10}
!21 = distinct !{!21, !9, !10}
